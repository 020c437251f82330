/**
 * The hostile raw calls of issue 17, plus the heaviest shapes the guard lets through (whole-catalogue
 * scans): sent by bench:hostile (4 copies of each) and bench:cluster (16 at once).
 */
const thousand = Array.from({ length: 1000 }, (_, i) => i);
const aggregateUrl = '/api/public/mongo/aggregate';
const searchUrl = '/api/public/mongo/search';
export const HOSTILE: { name: string; url: string; body: unknown }[] = [
  {
    name: 'nested $map over 1,000-item literals',
    url: aggregateUrl,
    body: {
      locale: 'it',
      table: 'data_it',
      query: [
        {
          $project: {
            x: {
              $map: {
                input: thousand,
                as: 'a',
                in: { $map: { input: thousand, as: 'b', in: { $add: ['$$a', '$$b'] } } },
              },
            },
          },
        },
      ],
    },
  },
  {
    name: 'the same on one record (passes the static bound)',
    url: aggregateUrl,
    body: {
      locale: 'it',
      table: 'data_it',
      query: [
        { $limit: 1 },
        {
          $project: {
            x: {
              $map: {
                input: thousand,
                as: 'a',
                in: { $map: { input: thousand, as: 'b', in: { $add: ['$$a', '$$b'] } } },
              },
            },
          },
        },
      ],
    },
  },
  {
    name: '$filter with a regex over a literal',
    url: aggregateUrl,
    body: {
      locale: 'it',
      table: 'data_it',
      query: [
        {
          $project: {
            x: {
              $filter: {
                input: thousand.map(String),
                cond: { $regexMatch: { input: '$$this', regex: '9.*9' } },
              },
            },
          },
        },
      ],
    },
  },
  {
    name: 'string doubling (8 MB from 330 bytes)',
    url: aggregateUrl,
    body: {
      locale: 'it',
      table: 'data_it',
      query: [
        { $limit: 1 },
        { $project: { s: 'ab' } },
        ...Array.from({ length: 22 }, () => ({ $set: { s: { $concat: ['$s', '$s'] } } })),
      ],
    },
  },
  {
    name: '$facet copying every record',
    url: aggregateUrl,
    body: {
      locale: 'it',
      table: 'data_it',
      query: [{ $facet: { a: [{ $project: { metadati: 1 } }], b: [{ $project: { metadati: 1 } }] } }],
    },
  },
  {
    name: 'ReDoS $regex on metadati.value',
    url: searchUrl,
    body: {
      locale: 'it',
      table: 'data_it',
      query: { 'metadati.value': { $regex: '(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)Z$' } },
    },
  },
  {
    name: '$group over every record (legit shape)',
    url: aggregateUrl,
    body: { locale: 'it', table: 'data_it', query: [{ $group: { _id: '$type_id.name', n: { $sum: 1 } } }] },
  },
  {
    name: 'label regex scan, sorted (legit shape)',
    url: searchUrl,
    body: {
      locale: 'it',
      table: 'data_it',
      query: { preferred_label: { $regex: 'a.*z', $options: 'i' } },
      sort: { preferred_label: 1 },
    },
  },
];
