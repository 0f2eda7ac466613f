import { Fragment } from "react";
import { type Phone, phoneLabel, telHref } from "../../content/site.ts";
import { ExternalLink } from "./ExternalLink.tsx";

/** Text with a line-break opportunity before each "." (and after "@"), for long addresses. */
function Breakable({ text }: { text: string }) {
  const [user, host] = text.includes("@") ? text.split("@") : [undefined, text];
  return (
    <>
      {user !== undefined && (
        <>
          {user}@<wbr />
        </>
      )}
      {host.split(".").map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              <wbr />.
            </>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** A mailto link showing the address; it wraps at "@" or "." on a narrow screen, not mid-word. */
export function EmailLink({ email }: { email: string }) {
  return (
    <ExternalLink href={`mailto:${email}`} className="email-link">
      <Breakable text={email} />
    </ExternalLink>
  );
}

/** A website link showing its host name, which reads better than the whole address. */
export function WebsiteLink({ url }: { url: string }) {
  return (
    <ExternalLink href={url} className="website-link">
      <Breakable text={new URL(url).host} />
    </ExternalLink>
  );
}

/** A tel: link showing the number as printed, with its extension. */
export function PhoneLink({ phone }: { phone: Phone }) {
  return <ExternalLink href={telHref(phone)}>{phoneLabel(phone)}</ExternalLink>;
}
