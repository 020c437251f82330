// The server build draws markup only: a stylesheet import compiles to an empty module there (the
// browser build brings the styles).
module.exports = () => 'export {};';
