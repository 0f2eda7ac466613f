/** @jsxImportSource preact */
/**
 * The chat panel: a labelled, non-modal dialog. It sits beside the page (bottom right, or the
 * whole screen on a phone) so a patient can keep reading while they ask; the page stays usable,
 * which is why it is not a modal. Escape or the close button closes it and focus goes back to
 * whatever opened it.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { ChatStore } from "./store.ts";
import type { ChatMessage } from "./messages.ts";
import { replyParts, siteHref } from "./links.ts";
import { MAX_MESSAGE_CHARS } from "./api.ts";
import { Reply, UrgentCard } from "./Reply.tsx";
import type { SymptomPath } from "./SymptomPath.tsx";
import { urgentCard } from "./urgent.ts";
import { SYMPTOM_PATH } from "../../lib/urgent.ts";

export const PATH_TITLE = "Worried about a symptom now?";

export const NOTICE =
  "General information only, not medical advice. In an emergency call 999; for urgent help call NHS 111. Please do not enter personal details.";

function Message({ message, siteOrigin }: { message: ChatMessage; siteOrigin: string }) {
  // A page the reply already links to ("Read more: …") is not listed again under Sources.
  const linked = replyParts(message.content, siteOrigin).map((part) =>
    typeof part !== "string" && part.href
  );
  const sources = (message.sources ?? []).flatMap((s) => {
    const href = typeof s?.url === "string" && typeof s.title === "string" &&
      siteHref(s.url, siteOrigin);
    return href && !linked.includes(href) ? [{ title: s.title, href }] : [];
  });
  const urgent = message.role === "assistant" && urgentCard(message);
  return (
    <li class={`msg ${message.role}${message.failed ? " failed" : ""}${urgent ? " urgent" : ""}`}>
      <span class="visually-hidden">{message.role === "user" ? "You:" : "Assistant:"}</span>
      {message.role === "user" ? message.content : urgent
        ? (
          <UrgentCard
            {...urgent}
            calls={message.urgent!.calls}
            text={message.content}
            siteOrigin={siteOrigin}
          />
        )
        : <Reply text={message.content} siteOrigin={siteOrigin} />}
      {sources.length > 0 && (
        <p class="sources">
          Sources: {sources.map((s, i) => (
            <>
              {i > 0 && "; "}
              <a href={s.href}>{s.title}</a>
            </>
          ))}
        </p>
      )}
    </li>
  );
}

export function ChatPanel(
  { store, siteOrigin, onClose }: { store: ChatStore; siteOrigin: string; onClose: () => void },
) {
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const { isOpen: open, messages, isLoading: loading, input: typed, announcement } = store.state;
  // The symptom path, in place of the conversation while it is walked. Its code loads on first
  // use; should that fail, the path's own pages (which need no script) open instead.
  const [Path, setPath] = useState<typeof SymptomPath | null>(null);
  const worried = !!Path;
  const pathPage = siteOrigin + SYMPTOM_PATH;
  const startPath = () =>
    import("./SymptomPath.tsx").then(
      (path) => setPath(() => path.SymptomPath),
      () => location.assign(pathPage),
    );

  useEffect(() => {
    // (still open: the panel may have closed again before this effect ran)
    if (store.state.isOpen) input.current?.focus();
  }, [open, worried]);
  useEffect(() => {
    // The newest message from its top: an urgent card's heading and call buttons stay in sight.
    const last = log.current?.lastElementChild as HTMLElement | null;
    if (last) log.current!.scrollTop = last.offsetTop - 16;
  }, [messages.length, loading, open, worried]);

  const close = () => {
    store.close();
    onClose();
  };

  return (
    <div
      class="panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          close();
        }
      }}
    >
      <div class="head">
        <h2 id="chat-title">{store.name}</h2>
        <button
          type="button"
          onClick={() => store.clear()}
          disabled={loading || messages.length < 2}
        >
          Clear
        </button>
        <button type="button" class="close" aria-label="Close chat" onClick={close}>
          ×
        </button>
      </div>
      {Path
        ? (
          <Path
            siteOrigin={siteOrigin}
            fallbackHref={pathPage}
            onExit={() => setPath(null)}
            Reply={Reply}
            UrgentCard={UrgentCard}
          />
        )
        : (
          <>
            <button type="button" class="worried" onClick={startPath}>
              {PATH_TITLE}
            </button>
            <ol class="log" ref={log} aria-label="Conversation">
              {messages.map((m, i) => <Message key={i} message={m} siteOrigin={siteOrigin} />)}
              {loading && <li class="msg assistant thinking">Thinking...</li>}
            </ol>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void store.send();
              }}
            >
              <label class="visually-hidden" for="chat-input">Your question</label>
              <textarea
                id="chat-input"
                ref={input}
                rows={1}
                maxLength={MAX_MESSAGE_CHARS}
                placeholder="Type your question…"
                aria-describedby="chat-notice"
                value={typed}
                onInput={(event) => store.type(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
                    event.preventDefault();
                    void store.send();
                  }
                }}
              />
              <button type="submit" class="send" disabled={loading}>Send</button>
            </form>
          </>
        )}
      <p class="notice" id="chat-notice">
        <Reply text={NOTICE} siteOrigin={siteOrigin} />
      </p>
      <div class="visually-hidden" aria-live="polite">{announcement}</div>
    </div>
  );
}
