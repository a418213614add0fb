import type { Route } from "./+types/route";
import { requireAdmin } from "../../../server/permissions.server";

export const meta: Route.MetaFunction = () => [{ title: "Leads | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminPage() {
  return <h1 className="text-2xl font-bold">Leads</h1>;
}
