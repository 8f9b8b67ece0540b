import ts from 'typescript';
import {format} from 'prettier';

/**
 * How the site's samples are written (no semicolons, single quotes, trailing commas), for Prettier,
 * at the width a code block shows without scrolling (scripts/samples/lineWidth.ts).
 */
export const codeStyle = {
  semi: false,
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 80,
  arrowParens: 'always',
} as const;

/** Stands for a blank line while the TypeScript compiler, which drops blank lines, erases the types. */
const blankLine = '//__blank_line__';

/** Whether a source uses any syntax that erasing the types removes or changes. */
export function hasTypeScriptSyntax(code: string, lang: 'ts' | 'tsx'): boolean {
  const source = ts.createSourceFile(
    `sample.${lang}`,
    code,
    ts.ScriptTarget.Latest,
    false,
    lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const typeOnly = (node: ts.Node): boolean =>
    ts.isTypeNode(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isEnumDeclaration(node) ||
    ts.isModuleDeclaration(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isTypeAssertionExpression(node) ||
    ts.isTypeParameterDeclaration(node) ||
    ts.isHeritageClause(node) ||
    (ts.isImportDeclaration(node) && Boolean(node.importClause?.isTypeOnly)) ||
    (ts.isExportDeclaration(node) && node.isTypeOnly) ||
    (ts.isExportSpecifier(node) && node.isTypeOnly) ||
    (ts.isImportSpecifier(node) && node.isTypeOnly) ||
    ((ts.isParameter(node) || ts.isPropertyDeclaration(node)) &&
      Boolean(node.questionToken || (ts.isPropertyDeclaration(node) && node.exclamationToken))) ||
    (ts.canHaveModifiers(node) &&
      (ts.getModifiers(node) ?? []).some((modifier) =>
        [
          ts.SyntaxKind.DeclareKeyword,
          ts.SyntaxKind.PublicKeyword,
          ts.SyntaxKind.PrivateKeyword,
          ts.SyntaxKind.ProtectedKeyword,
          ts.SyntaxKind.ReadonlyKeyword,
          ts.SyntaxKind.AbstractKeyword,
          ts.SyntaxKind.OverrideKeyword,
        ].includes(modifier.kind),
      )) ||
    ts.forEachChild(node, typeOnly) === true;
  return ts.forEachChild(source, typeOnly) === true;
}

/** The indexes of the lines that start inside a template literal: their text is the string's, kept as is. */
function linesInsideTemplates(code: string, lang: 'ts' | 'tsx'): Set<number> {
  const source = ts.createSourceFile(
    `sample.${lang}`,
    code,
    ts.ScriptTarget.Latest,
    true,
    lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines = new Set<number>();
  const visit = (node: ts.Node) => {
    if (
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      for (let line = first + 1; line <= last; line++) lines.add(line);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/**
 * The JavaScript twin of a TypeScript sample: types erased by the TypeScript compiler, comments
 * and blank lines kept, formatted by Prettier in the site's style. `undefined` when there is no
 * JavaScript worth showing: no TypeScript syntax to erase, or nothing but types.
 */
export async function toJavaScript(code: string, lang: 'ts' | 'tsx'): Promise<string | undefined> {
  if (!hasTypeScriptSyntax(code, lang)) return undefined;
  const inTemplate = linesInsideTemplates(code, lang);
  const marked = code
    .split('\n')
    .map((line, index) => (line.trim() === '' && !inTemplate.has(index) ? blankLine : line))
    .join('\n');
  const {outputText, diagnostics} = ts.transpileModule(marked, {
    fileName: `sample.${lang}`,
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      removeComments: false,
      verbatimModuleSyntax: false,
      isolatedModules: true,
    },
  });
  if (diagnostics?.length)
    throw new Error(`cannot erase the types: ${ts.flattenDiagnosticMessageText(diagnostics[0]!.messageText, '\n')}`);
  const emitted = outputText
    // The compiler marks a module that exported only types; the twin needs no such line.
    .replace(/^export \{\};\s*$/m, '')
    .trim();
  if (emitted.split('\n').every((line) => line.trim() === '' || line.trim() === blankLine)) return undefined;
  const formatted = await format(emitted, {...codeStyle, parser: 'babel'});
  const javascript = formatted
    .split('\n')
    .map((line) => (line.trim() === blankLine ? '' : line))
    .join('\n')
    // Two blank lines where a type stood between blank lines: one is enough.
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return javascript;
}
