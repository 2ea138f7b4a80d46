// Checks of a packed package.json against the workspace's, kept apart from the packing so they are unit-tested.

/** The catalog of pnpm-workspace.yaml as name -> version (its entries are one `name: version` line each). */
export function catalogVersions(workspaceYaml) {
  const versions = new Map();
  let inCatalog = false;
  for (const line of workspaceYaml.split('\n')) {
    if (/^\S/.test(line)) inCatalog = line.trim() === 'catalog:';
    const entry = inCatalog && /^ {2}'?([^':\s]+)'?:\s*(\S+)\s*$/.exec(line);
    if (entry) versions.set(entry[1], entry[2]);
  }
  return versions;
}

/** The exports map a package publishes: the workspace's without its `source` conditions, which point at unpublished sources. */
export function publishedExports(exports) {
  return Object.fromEntries(
    Object.entries(exports).map(([subpath, conditions]) => [
      subpath,
      Object.fromEntries(Object.entries(conditions).filter(([condition]) => condition !== 'source')),
    ]),
  );
}

/** What is wrong with a packed manifest: workspace-only ranges left in, or exports that drifted from the workspace's. */
export function packedManifestProblems(workspace, packed, catalog) {
  const problems = [];
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(packed[field] ?? {})) {
      if (/^(workspace|catalog):/.test(range)) problems.push(`${field}.${name} is still ${range}`);
      if (workspace[field]?.[name] === 'catalog:' && range !== catalog.get(name)) {
        problems.push(`${field}.${name} is ${range}, the catalog says ${catalog.get(name)}`);
      }
    }
  }
  if (JSON.stringify(packed.exports) !== JSON.stringify(publishedExports(workspace.exports))) {
    problems.push('exports differ from the workspace exports without their source conditions (publishConfig.exports out of date?)');
  }
  return problems;
}
