import type { Route } from "./+types/privacy";
import { PageHero } from "../../components/site/page-hero";

export const meta: Route.MetaFunction = () => [{ title: "Privacy Policy | Supertech Institute" }];

export default function PrivacyPage() {
  return <PageHero title="Privacy Policy" />;
}
