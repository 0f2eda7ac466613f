/** The chat's styles, added to the shared base styles in its shadow root. */
export const chatCss = `
:host{contain:none}
.panel{position:fixed;z-index:2147483000;right:1rem;bottom:1rem;width:380px;height:560px;max-height:calc(100vh - 2rem);display:flex;flex-direction:column;background:var(--bg);border:1px solid var(--line);border-radius:var(--radius);box-shadow:0 12px 40px #0f1e2d40;overflow:hidden;animation:rise .2s ease-out}
.panel[hidden]{display:none}
@keyframes rise{from{opacity:0;transform:translateY(12px)}}
@media (max-width:599px){.panel{inset:0;width:auto;height:auto;max-height:none;border:0;border-radius:0}}
.head{display:flex;align-items:center;padding:.5rem .5rem .5rem 1rem;background:var(--accent-dark);color:#fff}
h2{flex:1;margin:0;font-size:1.05rem}
button{font:inherit;cursor:pointer;min-height:44px;min-width:44px;border:0;border-radius:10px;background:none;color:inherit}
button:disabled{opacity:.55;cursor:default}
.head button{text-decoration:underline}
.close{font-size:1.75rem;line-height:1;text-decoration:none!important}
.log{flex:1;overflow-y:auto;margin:0;padding:1rem;list-style:none;display:flex;flex-direction:column;gap:.75rem;background:var(--surface)}
.msg{max-width:88%;padding:.6rem .85rem;border-radius:14px;white-space:pre-wrap;overflow-wrap:anywhere;font-size:.95rem;line-height:1.5;align-self:flex-start;background:var(--bg);border:1px solid var(--line)}
.user{align-self:flex-end;background:var(--accent);color:#fff;border:0}
.failed{border-color:var(--danger)}
.msg a{color:inherit}
.thinking{color:var(--muted);font-style:italic}
.sources{margin:.5rem 0 0;padding-top:.4rem;border-top:1px solid var(--line);font-size:.85rem;white-space:normal}
form{display:flex;align-items:flex-end;gap:.5rem;padding:.75rem 1rem .35rem;border-top:1px solid var(--line)}
textarea{flex:1;min-height:44px;max-height:8rem;resize:none;field-sizing:content;padding:.55rem .75rem;font:inherit;color:var(--ink);background:var(--bg);border:1px solid #7d8e9c;border-radius:10px}
.send,.launcher{padding:0 1.1rem;background:var(--accent-dark);color:#fff;font-weight:600}
.send:hover,.launcher:hover{background:var(--ink)}
.launcher{border-radius:99px}
.notice{margin:0;padding:0 1rem .7rem;font-size:.8rem;color:var(--muted)}
`;
