/** Content, identity, files and mail settings (owned by the content feature). */
export const contentConfigShape = {};
