import type { Route } from "./+types/admission";
import { PageHero } from "../../components/site/page-hero";

export const meta: Route.MetaFunction = () => [{ title: "Admission | Supertech Institute" }];

export default function AdmissionPage() {
  return <PageHero title="Admission" />;
}
