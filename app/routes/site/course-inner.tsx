import type { Route } from "./+types/course-inner";
import { PageHero } from "../../components/site/page-hero";

export const meta: Route.MetaFunction = () => [{ title: "Course Details | Supertech Institute" }];

export default function CourseInnerPage() {
  return <PageHero title="Course Details" />;
}
