import type { Route } from "./+types/terms";
import { PageHero } from "../../components/site/page-hero";

export const meta: Route.MetaFunction = () => [{ title: "Terms of Service | Supertech Institute" }];

export default function TermsPage() {
  return <PageHero title="Terms of Service" />;
}
