// The cycles of a directed graph of areas, as the strongly connected components of more than one
// area (Tarjan's algorithm), each sorted, so a failing test names every area of a cycle at once.
export type AreaGraph = ReadonlyMap<string, ReadonlySet<string>>;

export const areaCycles = (graph: AreaGraph): string[][] => {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (area: string): void => {
    order.set(area, order.size);
    lowest.set(area, order.get(area)!);
    stack.push(area);
    onStack.add(area);
    for (const next of graph.get(area) ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(area, Math.min(lowest.get(area)!, lowest.get(next)!));
      } else if (onStack.has(next)) lowest.set(area, Math.min(lowest.get(area)!, order.get(next)!));
    }
    if (lowest.get(area) !== order.get(area)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== area);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const area of graph.keys()) if (!order.has(area)) visit(area);
  return cycles;
};
