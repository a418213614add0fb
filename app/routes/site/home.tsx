import type { Route } from "./+types/home";
import { PageHero } from "../../components/site/page-hero";

export const meta: Route.MetaFunction = () => [{ title: "Supertech Institute | Supertech Institute" }];

export default function HomePage() {
  return <PageHero title="Supertech Institute" />;
}
