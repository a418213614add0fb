// Placeholder: built by its issue.
export function loader() {
  return new Response("Not Found", { status: 404 });
}
