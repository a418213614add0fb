import type { Route } from "./+types/courses";
import { PageHero } from "../../components/site/page-hero";

export const meta: Route.MetaFunction = () => [{ title: "Our Courses | Supertech Institute" }];

export default function CoursesPage() {
  return <PageHero title="Our Courses" />;
}
