import { Helmet } from "react-helmet-async";
import { useRenderContext } from "../render-context.ts";

/** The oEmbed discovery link (https://oembed.com §4) for the page at `path`: CMSs find the embed from a pasted link. */
export function OEmbedDiscovery({ path, title }: { path: string; title: string }) {
  const { siteUrl } = useRenderContext();
  const href = `${siteUrl}/oembed?${new URLSearchParams({ url: siteUrl + path, format: "json" })}`;
  return (
    <Helmet>
      <link rel="alternate" type="application/json+oembed" href={href} title={title} />
    </Helmet>
  );
}
