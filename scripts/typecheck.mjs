// pnpm typecheck: every package's tsconfig.json checked as its own program (decision 0015: a
// package's program knows exactly the i18n namespaces of the code it compiles), in one process that
// parses each file once. antd's, React's and the icons' declarations (~2,600 files) and shared's
// source are read by every package; a parsed and bound file does not depend on the program that
// reads it (TypeScript's language service shares files across programs the same way), while type
// checking, module augmentation and the diagnostics stay each program's own. See decision 0017.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ts = createRequire(path.join(root, 'shared/package.json'))('typescript');

// the workspace's packages (pnpm-workspace.yaml), shared first: every other package compiles it
const packages = [
  ...readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split(/\n\s*\n/)[0]
    .matchAll(/^\s+- (\S+)$/gm),
]
  .map((m) => m[1])
  .sort((a, b) => Number(b === 'shared') - Number(a === 'shared'));

/** Parsed files by path and the options that decide how a file parses. */
const parsed = new Map();
const moduleCache = new Map();

function check(pkg) {
  const configPath = path.join(root, pkg, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`${pkg}: no tsconfig`);
  const host = ts.createCompilerHost(config.options);
  const readFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreate) => {
    const o = typeof languageVersionOrOptions === 'object' ? languageVersionOrOptions : { languageVersion: languageVersionOrOptions };
    const key = `${fileName}\0${o.languageVersion}\0${o.impliedNodeFormat}\0${o.jsDocParsingMode}\0${config.options.moduleDetection}`;
    let file = parsed.get(key);
    if (!file || shouldCreate) {
      file = readFile(fileName, languageVersionOrOptions, onError, shouldCreate);
      if (file) parsed.set(key, file);
    }
    return file;
  };
  // one module resolution cache per set of options: the packages share tsconfig.base.json's
  const optionsKey = JSON.stringify({ ...config.options, configFilePath: undefined, types: undefined, lib: undefined });
  if (!moduleCache.has(optionsKey))
    moduleCache.set(
      optionsKey,
      ts.createModuleResolutionCache(root, (f) => f, config.options),
    );
  const cache = moduleCache.get(optionsKey);
  host.getModuleResolutionCache = () => cache;
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, options, containingSourceFile) =>
    literals.map((literal) =>
      ts.resolveModuleName(literal.text, containingFile, options, host, cache, redirected, ts.getModeForUsageLocation(containingSourceFile, literal, options)),
    );

  const started = performance.now();
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host, projectReferences: config.projectReferences });
  // the package's own files (its tsconfig's include) are checked in full; files it reaches in
  // another package (shared's source) are checked in full by that package's own program
  const own = config.fileNames.map((f) => program.getSourceFile(f)).filter(Boolean);
  const diagnostics = [
    ...config.errors,
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...own.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ];
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (diagnostics.length) {
    process.stdout.write(
      ts.formatDiagnosticsWithColorAndContext(diagnostics, {
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => path.join(root, pkg),
        getNewLine: () => '\n',
      }),
    );
  }
  console.log(`[typecheck] ${pkg}: ${program.getSourceFiles().length} files, ${diagnostics.length} errors, ${seconds} s`);
  return diagnostics.length === 0;
}

const only = process.argv.slice(2);
let ok = true;
for (const pkg of only.length ? only : packages) ok = check(pkg) && ok;
if (!ok) process.exit(1);
