// The shell never runs this entry: it loads './lifecycles' through remoteEntry.js. Opening the
// bundle's own main.js only says where the remote belongs.
console.info('mf_content: a remote of the Open Archive shell; open the site through the gateway.');

export {};
