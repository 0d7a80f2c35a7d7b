export * from "../../scripts/lib/docent-process";
