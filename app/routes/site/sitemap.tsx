import type { Route } from "./+types/sitemap";
import { PageHero } from "../../components/site/page-hero";

export const meta: Route.MetaFunction = () => [{ title: "Sitemap | Supertech Institute" }];

export default function SitemapPage() {
  return <PageHero title="Sitemap" />;
}
