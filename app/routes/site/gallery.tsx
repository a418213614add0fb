import type { Route } from "./+types/gallery";
import { PageHero } from "../../components/site/page-hero";

export const meta: Route.MetaFunction = () => [{ title: "Gallery | Supertech Institute" }];

export default function GalleryPage() {
  return <PageHero title="Gallery" />;
}
