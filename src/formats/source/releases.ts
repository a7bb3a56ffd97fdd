/** Release numbers of the SDKs the source formats read, compared as semantic versions. */
/** Semantic-version order, pre-releases before their release. */
export function compareReleases(a: string, b: string): number {
  const [coreA, preA] = splitRelease(a);
  const [coreB, preB] = splitRelease(b);
  for (let i = 0; i < 3; i++) if (coreA[i] !== coreB[i]) return coreA[i] - coreB[i];
  if (preA === undefined || preB === undefined) return preA === preB ? 0 : preA === undefined ? 1 : -1;
  const partsA = preA.split('.');
  const partsB = preB.split('.');
  for (let i = 0; i < Math.max(partsA.length, partsB.length); i++) {
    if (partsA[i] === undefined) return -1;
    if (partsB[i] === undefined) return 1;
    const numeric = /^\d+$/.test(partsA[i]) && /^\d+$/.test(partsB[i]);
    const order = numeric ? Number(partsA[i]) - Number(partsB[i]) : partsA[i] < partsB[i] ? -1 : partsA[i] > partsB[i] ? 1 : 0;
    if (order !== 0) return order;
  }
  return 0;
}

function splitRelease(release: string): [number[], string | undefined] {
  const dash = release.indexOf('-');
  const core = (dash === -1 ? release : release.slice(0, dash)).split('.').map(Number);
  return [core, dash === -1 ? undefined : release.slice(dash + 1)];
}
