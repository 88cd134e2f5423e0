// Stylesheets and files imported by components, as jest sees them: a stylesheet is an empty module (no CSS is
// processed in tests), an image or font is its file name (webpack and vite give its URL).
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    if (filename.endsWith('.css')) return { code: 'module.exports = {};' };
    return { code: `module.exports = ${JSON.stringify(path.basename(filename))};` };
  },
  getCacheKey(_source, filename) {
    return `mikro-assets:${filename}`;
  },
};
