import type { Route } from "./+types/course";
import { PageHero } from "../../components/site/page-hero";

export const meta: Route.MetaFunction = () => [{ title: "Course Details | Supertech Institute" }];

export default function CoursePage() {
  return <PageHero title="Course Details" />;
}
