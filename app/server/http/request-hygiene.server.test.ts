import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { requestHygiene } from "./request-hygiene.server";

// The middleware in front of a handler that echoes what a loader or action would see.
const app = new Hono();
app.use("*", requestHygiene({ streamedMultipart: (path) => path === "/admin/backups" }));
app.all("*", async (c) => {
  const request = c.req.raw;
  const query = Object.fromEntries(new URL(request.url).searchParams);
  if (request.method === "GET") return c.json({ query });
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("application/json")) {
    const json = await request.json().catch(() => undefined);
    return json === undefined ? c.text("endpoint: not JSON", 400) : c.json({ query, json });
  }
  if (c.req.path === "/admin/backups") return c.json({ streamed: (await request.text()).length });
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [key, value] of form) fields[key] = typeof value === "string" ? value : `file:${value.name}:${value.size}`;
  return c.json({ query, fields });
});

const post = (path: string, body: BodyInit | null, type?: string, accept = "text/html") =>
  app.request(path, { method: "POST", body, headers: { ...(type ? { "content-type": type } : {}), accept } });

describe("request hygiene", () => {
  it("removes control characters other than tab and new lines from query and form fields", async () => {
    const get = await app.request("/admin/courses?q=a%01b%1Fc%7F&page=2");
    expect(await get.json()).toEqual({ query: { q: "abc", page: "2" } });
    const form = await post("/contact?x=%0B1", "name=A%02sha&message=line1%0D%0Aline2%09end", "application/x-www-form-urlencoded");
    expect(await form.json()).toEqual({ query: { x: "1" }, fields: { name: "Asha", message: "line1\r\nline2\tend" } });
  });

  it("refuses a NUL anywhere with 400 and a page that says what to do", async () => {
    for (const response of [
      await app.request("/certificate?id=%00", { headers: { accept: "text/html" } }),
      await post("/admission", "fullName=a%00b", "application/x-www-form-urlencoded"),
      await post("/api/auth/sign-in/email", '{"email":"a\\u0000@b.co"}', "application/json"),
    ]) {
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain("a NUL character");
    }
    const multipart = new FormData();
    multipart.append("name", "x\u0000");
    expect((await app.request("/admin/settings", { method: "POST", body: multipart })).status).toBe(400);
  });

  it("answers 415 to a page post that is not a form, and reads a bare POST as an empty form", async () => {
    for (const type of ["application/json", "text/plain", "application/xml", "application/octet-stream"]) {
      const response = await post("/admission", '{"fullName":"x"}', type);
      expect(response.status).toBe(415);
      expect(await response.text()).toContain("This form could not be read");
    }
    const untyped = await app.request("/admission", { method: "POST", body: "a=1", headers: { "content-length": "3" } });
    expect(untyped.status).toBe(415);
    const bare = await app.request("/logout", { method: "POST" });
    expect(await bare.json()).toEqual({ query: {}, fields: {} });
  });

  it("answers 400 to multipart it cannot read, and passes files through", async () => {
    const broken = [
      ["multipart/form-data", "x"],
      ["multipart/form-data; boundary=abc", '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--xyz--\r\n'],
      ["multipart/form-data; boundary=abc", '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'],
      [
        "multipart/form-data; boundary=abc",
        `--abc\r\nContent-Disposition: form-data; name="a"\r\nX-Pad: ${"p".repeat(200_000)}\r\n\r\nb\r\n--abc--\r\n`,
      ],
    ] as const;
    for (const [type, body] of broken) {
      const response = await post("/admin/gallery", body, type, "*/*");
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toContain("text/plain");
    }
    const form = new FormData();
    form.append("title", "Lab\u0007");
    form.append("image", new File([new Uint8Array(1000)], "lab.png", { type: "image/png" }));
    const response = await app.request("/admin/gallery", { method: "POST", body: form });
    expect(await response.json()).toEqual({ query: {}, fields: { title: "Lab", image: "file:lab.png:1000" } });
  });

  it("leaves the restore upload as a stream for its route, and cleans JSON for the JSON endpoints", async () => {
    const form = new FormData();
    form.append("backup", new File(["{}"], "backup.json"));
    const restore = await app.request("/admin/backups", { method: "POST", body: form });
    expect((await restore.json()).streamed).toBeGreaterThan(100);
    const json = await post("/functions/v1/admin-manage-users", '{"action":"list\\u0007","n":[1,"a\\u001fb"]}', "application/json");
    expect(await json.json()).toEqual({ query: {}, json: { action: "list", n: [1, "ab"] } });
    const notJson = await post("/functions/v1/admin-manage-users", "{nope", "application/json");
    expect(await notJson.text()).toBe("endpoint: not JSON"); // passed through: the endpoint answers it
  });
});
