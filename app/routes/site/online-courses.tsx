import type { Route } from "./+types/online-courses";
import { PageHero } from "../../components/site/page-hero";

export const meta: Route.MetaFunction = () => [{ title: "Online Courses | Supertech Institute" }];

export default function OnlineCoursesPage() {
  return <PageHero title="Online Courses" />;
}
