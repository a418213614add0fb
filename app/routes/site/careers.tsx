import type { Route } from "./+types/careers";
import { PageHero } from "../../components/site/page-hero";

export const meta: Route.MetaFunction = () => [{ title: "Careers | Supertech Institute" }];

export default function CareersPage() {
  return <PageHero title="Careers" />;
}
