/**
 * Finds English a player would read that is written in the code instead of the catalogue
 * (issue 28): string and template literals in src/discord, src/render and commands/ that read as
 * English words. Left out: what a player never reads (imports, object keys, type literals, custom
 * ids and other one-word ids, log lines and internal `Error`s, option names given to `setName`) and
 * the catalogue's own keys given to `t`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** Calls whose string arguments no player reads. */
const SILENT_CALLS = new Set([
  't',
  'setName',
  'require',
  'encodeCustomId',
  'debug',
  'info',
  'warn',
  'error',
  'fatal',
  'trace',
  'child',
  'getString',
  'getInteger',
  'getBoolean',
  'getNumber',
  'getUser',
  'getSubcommand',
  'getSubcommandGroup',
  'choice',
]);
/** Constants whose text is a name, not words (the pictures' typeface). */
const SILENT_CONSTANTS = new Set(['FONT_FAMILY']);
/** Constructed errors are for the operator, except a `UserError`, which is the player's answer. */
const silentNew = (name: string) => name === 'RegExp' || (name.endsWith('Error') && name !== 'UserError');

/** English as a player reads it: two words with a space, or one capitalised word (a label). */
export function readsAsEnglish(text: string): boolean {
  // Picture markup (`<rect x="…"`), not words.
  if (/<\/?[a-z]+[\s>]|="/.test(text)) return false;
  // A slash command's usage by its ids (`/hegemony new [players] ai:capitalist`): shown to each
  // reader by the names their client registers (src/discord/help.ts), not as written.
  if (/^\/[a-z-]+( \[?[a-z-]+(:\S*)?\]?)*$/.test(text.trim())) return false;
  const words = text.match(/[A-Za-z][a-z']+/g) ?? [];
  if (/^[a-z0-9-_.:/#@*]*$/i.test(text.trim())) return /^[A-Z][a-z]{2,}[.!?…]?$/.test(text.trim());
  return words.length >= 2 && /[A-Za-z][a-z]+[^\S\n]+[A-Za-z(]/.test(text);
}

/** The static text of a literal (a template's pieces between its `${}`s, joined by a space). */
function textOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return undefined;
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string | undefined {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return undefined;
}

/** Whether a call sits in a class that extends an error (other than a UserError). */
function extendsError(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node; at; at = at.parent)
    if (ts.isClassDeclaration(at) || ts.isClassExpression(at))
      return (at.heritageClauses ?? []).some((h) =>
        h.types.some((type) => silentNew(type.expression.getText())),
      );
  return false;
}

/** Whether a literal sits where no player reads it. */
function silent(node: ts.Node): boolean {
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    const p = at.parent;
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isLiteralTypeNode(p)) return true;
    if (ts.isPropertyAssignment(p) && p.name === at) return true;
    if (ts.isElementAccessExpression(p) && p.argumentExpression === at) return true;
    if (ts.isCallExpression(p) && p.expression !== at && SILENT_CALLS.has(calleeName(p) ?? '')) return true;
    if (ts.isNewExpression(p) && silentNew(calleeName(p) ?? '')) return true;
    // An Error subclass's own message (`super('…')`) is the operator's, like `new Error('…')`.
    if (ts.isCallExpression(p) && p.expression.kind === ts.SyntaxKind.SuperKeyword && extendsError(p))
      return true;
    if (ts.isBinaryExpression(p) && /^(===|!==|==|!=)$/.test(p.operatorToken.getText())) return true;
    if (ts.isCaseClause(p)) return true;
    if (ts.isVariableDeclaration(p) && ts.isIdentifier(p.name) && SILENT_CONSTANTS.has(p.name.text))
      return true;
    // Past the statement, nothing more decides.
    if (ts.isStatement(p) || ts.isSourceFile(p)) return false;
  }
  return false;
}

/** Every player-facing English literal of one source file. */
export function scanSource(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Finding[] = [];
  const visit = (node: ts.Node): void => {
    const text = textOf(node);
    if (text !== undefined) {
      if (readsAsEnglish(text) && !silent(node)) {
        const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
        found.push({ file, line: line + 1, text: text.length > 80 ? `${text.slice(0, 77)}…` : text });
      }
      if (!ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The folders whose code a player reads from, scanned whole. */
export const SCANNED = ['src/discord', 'src/render', 'commands'];
/** Files that speak to the operator in the terminal, never to a player. */
const OPERATOR_FILES = new Set(['src/discord/login.ts', 'src/discord/deploy.ts']);

function filesUnder(root: string, dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(root, path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Every player-facing English literal of the scanned folders under `root` (paths relative to it). */
export function scanTree(root: string): Finding[] {
  return SCANNED.flatMap((dir) => filesUnder(root, dir))
    .filter((path) => !OPERATOR_FILES.has(path))
    .flatMap((path) => scanSource(path, readFileSync(join(root, path), 'utf8')));
}
