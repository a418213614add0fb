import type { Route } from "./+types/internal-courses";
import { PageHero } from "../../components/site/page-hero";

export const meta: Route.MetaFunction = () => [{ title: "All Courses | Supertech Institute" }];

export default function InternalCoursesPage() {
  return <PageHero title="All Courses" />;
}
