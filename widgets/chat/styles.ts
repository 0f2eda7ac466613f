/** The chat's styles, added to the shared base styles in its shadow root. */
export const chatCss = `
:host{contain:none}
.panel{position:fixed;z-index:2147483000;right:16px;bottom:16px;width:380px;height:560px;max-height:calc(100vh - 32px);display:flex;flex-direction:column;background:var(--bg);border:1px solid var(--line);border-radius:var(--radius);box-shadow:0 12px 40px #0f1e2d40;overflow:hidden;animation:rise .2s ease-out}
.panel[hidden]{display:none}
@keyframes rise{from{opacity:0;transform:translateY(12px)}}
@media (max-width:599px){.panel{inset:0;width:auto;height:auto;max-height:none;border:0;border-radius:0}}
.head{display:flex;align-items:center;padding:8px 8px 8px 16px;background:var(--accent-dark);color:#fff}
h2{flex:1;margin:0;font-size:16.8px}
button{font:inherit;cursor:pointer;min-height:44px;min-width:44px;border:0;border-radius:10px;background:none;color:inherit}
button:disabled{opacity:.55;cursor:default}
.head button{text-decoration:underline}
.close{font-size:28px;line-height:1;text-decoration:none!important}
.log{position:relative;flex:1;overflow-y:auto;margin:0;padding:16px;list-style:none;display:flex;flex-direction:column;gap:12px;background:var(--surface)}
.msg{max-width:88%;padding:9.6px 13.6px;border-radius:14px;white-space:pre-wrap;overflow-wrap:anywhere;font-size:15.2px;line-height:1.5;align-self:flex-start;background:var(--bg);border:1px solid var(--line)}
.user{align-self:flex-end;background:var(--accent);color:#fff;border:0}
.failed{border-color:var(--danger)}
a{color:inherit}
[href^="tel:"]{white-space:nowrap}
.thinking{color:var(--muted);font-style:italic}
.sources{margin:8px 0 0;padding-top:6.4px;border-top:1px solid var(--line);font-size:13.6px;white-space:normal}
form{display:flex;align-items:flex-end;gap:8px;padding:12px 16px 5.6px;border-top:1px solid var(--line)}
textarea{flex:1;min-height:44px;max-height:128px;resize:none;field-sizing:content;padding:8.8px 12px;font:inherit;color:var(--ink);background:var(--bg);border:1px solid #7d8e9c;border-radius:10px}
.send,.launcher{padding:0 17.6px;background:var(--accent-dark);color:#fff;font-weight:600}
.send:hover,.launcher:hover{background:var(--ink)}
.dark .send,.dark .launcher,.dark .head,.dark .user{color:var(--bg)}
.launcher{position:fixed;z-index:2147482999;right:20px;bottom:20px;display:flex;align-items:center;gap:8px;min-height:48px;border-radius:99px;box-shadow:0 4px 16px #0f1e2d40}
@media (max-width:599px){.launcher{width:52px;padding:0;justify-content:center}.launcher span{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}}
.worried{border-radius:0;background:var(--accent-soft);font-weight:600}
.path{flex:1;overflow-y:auto;padding:16px}
h3{margin:0 0 12px;font-size:18px}
h3 span{display:block;font-size:14px;color:var(--muted)}
.answers,.nav{display:flex;gap:12px}
.answers button{flex:1;border:2px solid var(--accent-dark);font-weight:600}
.nav button{text-decoration:underline}
.urgent{width:100%;max-width:none;padding:0}
.card{border:3px solid var(--band);border-radius:12px;--band:#a3361f}
.u111,.usamaritans{--band:#08536a}
.card>:first-child{margin:0;padding:8px 12px;background:var(--band);color:#fff;border-bottom:2px solid transparent}
.body{padding:8px 12px}
.msg ul{padding-left:20px;white-space:normal}
.call{display:block;margin:8px 0;padding:12px;border:2px solid transparent;border-radius:10px;background:var(--band);color:#fff;font-weight:700;text-align:center;white-space:normal!important;text-decoration:none}
@media (forced-colors:active){.card>:first-child,.call{border-color:CanvasText}}
.notice{margin:0;padding:0 16px 11.2px;font-size:12.8px;color:var(--muted)}
`;
