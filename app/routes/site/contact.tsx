import type { Route } from "./+types/contact";
import { PageHero } from "../../components/site/page-hero";

export const meta: Route.MetaFunction = () => [{ title: "Contact Us | Supertech Institute" }];

export default function ContactPage() {
  return <PageHero title="Contact Us" />;
}
