import { describe, expect, it } from "vitest";
import { pageCount, pageRange, parseListParams, SEARCH_MAX } from "./list-params";

describe("parseListParams", () => {
  it("reads q, page, sort and the allowed filters", () => {
    const list = parseListParams("http://x/admin/inquiries?q=%20ravi%20&page=3&sort=name&status=contacted", {
      pageSize: 10,
      sorts: ["name", "date"],
      filters: { status: ["pending", "contacted"] },
    });
    expect(list).toEqual({ q: "ravi", page: 3, pageSize: 10, sort: "name", filters: { status: "contacted" } });
    expect(pageRange(list)).toEqual({ limit: 10, offset: 20 });
  });

  it("is lenient: bad pages become 1, unknown sorts and filter values are dropped, long text is cut", () => {
    for (const page of ["0", "-2", "abc", ""]) expect(parseListParams(`http://x/?page=${page}`).page).toBe(1);
    expect(parseListParams("http://x/?page=999999999").page).toBe(100_000);
    const list = parseListParams(`http://x/?sort=drop&status=deleted&q=${"a".repeat(500)}`, {
      sorts: ["name"],
      filters: { status: ["pending"] },
    });
    expect(list.sort).toBeNull();
    expect(list.filters).toEqual({});
    expect(list.q).toHaveLength(SEARCH_MAX);
    expect(list.pageSize).toBe(25);
  });

  it("counts at least one page", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
