import type { ESLint, Rule } from "eslint";

export declare const functionLength: Rule.RuleModule;
export declare const docentPlugin: ESLint.Plugin;
