import type { Route } from "./+types/about";
import { PageHero } from "../../components/site/page-hero";

export const meta: Route.MetaFunction = () => [{ title: "About Us | Supertech Institute" }];

export default function AboutPage() {
  return <PageHero title="About Us" />;
}
