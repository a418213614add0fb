import type { Route } from "./+types/certificate";
import { PageHero } from "../../components/site/page-hero";

export const meta: Route.MetaFunction = () => [{ title: "Certificate Verification | Supertech Institute" }];

export default function CertificatePage() {
  return <PageHero title="Certificate Verification" />;
}
