/** @jsxImportSource preact */
/**
 * The chat panel: a labelled, non-modal dialog. It sits beside the page (bottom right, or the
 * whole screen on a phone) so a patient can keep reading while they ask; the page stays usable,
 * which is why it is not a modal. Escape or the close button closes it and focus goes back to
 * whatever opened it.
 */
import { useEffect, useRef } from "preact/hooks";
import type { ChatStore } from "./store.ts";
import type { ChatMessage } from "./messages.ts";
import { replyParts, siteHref } from "./links.ts";
import { MAX_MESSAGE_CHARS } from "./api.ts";

export const NOTICE =
  "General information only, not medical advice. In an emergency call 999; for urgent help call NHS 111. Please do not enter personal details.";

function Reply({ text, siteOrigin }: { text: string; siteOrigin: string }) {
  return (
    <>
      {replyParts(text, siteOrigin).map((
        part,
      ) => (typeof part === "string" ? part : <a href={part.href}>{part.label}</a>))}
    </>
  );
}

function Message({ message, siteOrigin }: { message: ChatMessage; siteOrigin: string }) {
  const sources = (message.sources ?? []).flatMap((s) => {
    const href = typeof s?.url === "string" && typeof s.title === "string" &&
      siteHref(s.url, siteOrigin);
    return href ? [{ title: s.title, href }] : [];
  });
  return (
    <li class={`msg ${message.role}${message.failed ? " failed" : ""}`}>
      <span class="visually-hidden">{message.role === "user" ? "You:" : "Assistant:"}</span>
      {message.role === "user"
        ? message.content
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

  useEffect(() => {
    // (still open: the panel may have closed again before this effect ran)
    if (store.state.isOpen) input.current?.focus();
  }, [open]);
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length, loading, open]);

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
      <p class="notice" id="chat-notice">
        <Reply text={NOTICE} siteOrigin={siteOrigin} />
      </p>
      <div class="visually-hidden" aria-live="polite">{announcement}</div>
    </div>
  );
}
