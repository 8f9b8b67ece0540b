// The one tslib helper that @docusaurus/utils-common uses in the browser (see ../index.ts).
exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
