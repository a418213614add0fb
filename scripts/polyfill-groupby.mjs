if (!Object.groupBy) {
  Object.groupBy = (items, keyOf) => {
    const groups = Object.create(null);
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      groups[key] ??= [];
      groups[key].push(item);
    }
    return groups;
  };
}
if (!Map.groupBy) {
  Map.groupBy = (items, keyOf) => {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(item);
    }
    return groups;
  };
}
