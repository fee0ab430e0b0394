// What an imported SVG file is under Jest: the URL a bundle would give it.
module.exports = { __esModule: true, default: '/assets/icones.svg' };
