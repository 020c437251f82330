import Fastify from 'fastify';

// The floor: a bare Fastify route answering a constant JSON about the size of a search page.
const body = {
  count: 1234,
  data: Array.from({ length: 20 }, (_, i) => ({
    id: String(100000 + i),
    table: 'ca_objects',
    preferred_label: `Lettera di Giuseppe Rossi al sindaco di Roma ${i}`,
    type_id: { id: 15, name: 'lettera' },
    hasMedia: true,
    isChild: true,
    data: { start: -2208988800, end: -2208902401 },
    link: `/oggetti/${100000 + i}-lettera-di-giuseppe-rossi-al-sindaco-di-roma`,
    scoreIcon: 3,
    pinned: false,
    type: 'lettera',
    year: 1900,
    thumbnail: '/api/public/catalogue/media/demo-01-thumbnail.png',
  })),
  facets: {
    groups: Array.from({ length: 4 }, (_, g) => ({
      type: `t${g}`,
      pathRoot: '/x',
      total: 40,
      values: Array.from({ length: 20 }, (_, v) => ({
        id: `v${v}`,
        name: `Valore ${v}`,
        path: `/x/${v}`,
        count: v,
      })),
    })),
  },
};
const app = Fastify();
app.post('/floor', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 18181), host: '127.0.0.1' });
console.log('floor ready');
