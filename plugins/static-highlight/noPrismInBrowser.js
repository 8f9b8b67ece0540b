// Stands in for Docusaurus's prism-include-languages client module: code is highlighted at build
// time (plugins/static-highlight), so the browser needs neither Prism nor its languages.
export {};
