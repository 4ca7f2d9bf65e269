/**
 * Makes the corpus of real photographs the photo judgement is calibrated and tested on
 * (issue 50): apps/api/src/testing/photo-corpus/, with its manifest and SOURCES.md.
 *
 * Every photograph comes from a Debian package. To make the corpus again:
 *
 *   mkdir -p /tmp/corpus-src && cd /tmp/corpus-src
 *   apt-get download mate-backgrounds plasma-workspace-wallpapers lomiri-wallpapers-16.04 \
 *     lomiri-wallpapers-20.04 python3-skimage python3-sklearn darknet python3-scipy \
 *     tuxpaint-stamps-default
 *   for deb in *.deb; do mkdir -p "x/${deb%%_*}" && dpkg-deb -x "$deb" "x/${deb%%_*}"; done
 *   node --import tsx scripts/make-photo-corpus.ts /tmp/corpus-src/x
 *
 * Each picture is re-encoded as a JPEG of at most MAX_SIDE pixels a side (the corpus stays
 * small); a cut-out on a transparent background is laid on white, as product photos are.
 * Drawings, renderings and pictures below 320×240 are left out: listed by hand below.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import sharp from 'sharp';
import type { CorpusPhoto } from '../apps/api/src/testing/photo-forms';

const MAX_SIDE = 1024;
const QUALITY = 78;
const out = path.resolve(import.meta.dirname, '../apps/api/src/testing/photo-corpus');

/** An entry of the manifest, as the tests read it. */
type Entry = CorpusPhoto;

interface Source {
  package: string;
  path: string;
  licence: string;
  vehicle?: boolean;
  kind: CorpusPhoto['kind'];
  /** How to read a file that is no image format: scipy's pickled and compressed arrays. */
  raw?: 'face' | 'ascent';
}

const SKIMAGE = 'usr/lib/python3/dist-packages/skimage/data';
const skimage = (name: string, kind: CorpusPhoto['kind'], vehicle = false): Source => ({
  package: 'python3-skimage',
  path: `${SKIMAGE}/${name}`,
  licence: 'BSD-3-Clause (package copyright; skimage/data/README.txt names each picture’s origin)',
  kind,
  vehicle,
});
const MATE = 'usr/share/backgrounds/mate/nature';
const mate = (name: string, kind: CorpusPhoto['kind']): Source => ({
  package: 'mate-backgrounds',
  path: `${MATE}/${name}`,
  licence: 'GPL-2+',
  kind,
});
const plasma = (name: string, file: string, kind: CorpusPhoto['kind']): Source => ({
  package: 'plasma-workspace-wallpapers',
  path: `usr/share/wallpapers/${name}/contents/images/${file}`,
  licence: 'GPL-2+',
  kind,
});
const lomiri = (
  release: '16.04' | '20.04',
  name: string,
  licence: string,
  kind: CorpusPhoto['kind'],
): Source => ({
  package: `lomiri-wallpapers-${release}`,
  path: `usr/share/backgrounds/${name}`,
  licence,
  kind,
});
const darknet = (name: string, kind: CorpusPhoto['kind'], vehicle = false): Source => ({
  package: 'darknet',
  path: `usr/share/darknet/data/${name}`,
  licence: 'GPL-3.0+ or MIT or WTFPL',
  kind,
  vehicle,
});
const STAMPS = 'usr/share/tuxpaint/stamps';
const stamp = (name: string, vehicle = false): Source => ({
  package: 'tuxpaint-stamps-default',
  path: `${STAMPS}/${name}`,
  licence: 'GPL-2',
  kind: 'cut-out',
  vehicle,
});

const SOURCES: Source[] = [
  skimage('astronaut.png', 'indoor'),
  skimage('camera.png', 'grey'),
  skimage('coffee.png', 'close-up'),
  skimage('chelsea.png', 'indoor'),
  skimage('rocket.jpg', 'outdoor'),
  skimage('motorcycle_left.png', 'indoor', true),
  skimage('motorcycle_right.png', 'indoor', true),
  skimage('hubble_deep_field.jpg', 'night'),
  skimage('moon.png', 'grey'),
  skimage('coins.png', 'grey'),
  skimage('brick.png', 'close-up'),
  skimage('grass.png', 'close-up'),
  skimage('gravel.png', 'close-up'),
  skimage('clock_motion.png', 'grey'),
  skimage('retina.jpg', 'close-up'),
  skimage('ihc.png', 'close-up'),
  {
    package: 'python3-sklearn',
    path: 'usr/lib/python3/dist-packages/sklearn/datasets/images/china.jpg',
    licence: 'BSD-3-Clause',
    kind: 'outdoor',
  },
  {
    package: 'python3-sklearn',
    path: 'usr/lib/python3/dist-packages/sklearn/datasets/images/flower.jpg',
    licence: 'BSD-3-Clause',
    kind: 'close-up',
  },
  {
    package: 'python3-scipy',
    path: 'usr/lib/python3/dist-packages/scipy/misc/face.dat',
    licence: 'BSD-3-Clause',
    kind: 'outdoor',
    raw: 'face',
  },
  {
    package: 'python3-scipy',
    path: 'usr/lib/python3/dist-packages/scipy/misc/ascent.dat',
    licence: 'public-domain',
    kind: 'grey',
    raw: 'ascent',
  },
  darknet('dog.jpg', 'outdoor', true),
  darknet('eagle.jpg', 'outdoor'),
  darknet('giraffe.jpg', 'outdoor'),
  darknet('horses.jpg', 'outdoor'),
  darknet('kite.jpg', 'outdoor'),
  darknet('person.jpg', 'outdoor'),
  mate('Garden.jpg', 'close-up'),
  mate('Dune.jpg', 'outdoor'),
  mate('Wood.jpg', 'close-up'),
  mate('Aqua.jpg', 'close-up'),
  mate('TwoWings.jpg', 'close-up'),
  mate('Storm.jpg', 'outdoor'),
  mate('GreenMeadow.jpg', 'close-up'),
  mate('RainDrops.jpg', 'close-up'),
  mate('Blinds.jpg', 'close-up'),
  mate('LadyBird.jpg', 'close-up'),
  mate('YellowFlower.jpg', 'close-up'),
  plasma('FallenLeaf', '2560x1600.jpg', 'close-up'),
  plasma('Path', '2560x1600.jpg', 'outdoor'),
  plasma('DarkestHour', '2560x1600.jpg', 'night'),
  plasma('summer_1am', '2560x1600.jpg', 'night'),
  plasma('EveningGlow', '2560x1600.jpg', 'outdoor'),
  plasma('Grey', '2560x1600.jpg', 'grey'),
  plasma('Kite', '2560x1600.jpg', 'outdoor'),
  plasma('OneStandsOut', '2560x1600.jpg', 'close-up'),
  plasma('ColdRipple', '2560x1600.jpg', 'grey'),
  plasma('BytheWater', '2560x1600.jpg', 'outdoor'),
  lomiri('16.04', 'Picture_1A_by_freespace.jpg', 'CC-BY-4.0', 'indoor'),
  lomiri('16.04', 'Wine_by_Jakkub_Mede.jpg', 'CC-BY-4.0', 'indoor'),
  lomiri('16.04', 'greentock_by_Peter_Nerlich.jpg', 'CC-BY-SA-4.0', 'close-up'),
  lomiri('16.04', 'seeding_by_Clements_Engelhardt.jpg', 'CC0-1.0', 'outdoor'),
  lomiri('16.04', 'aitzgorri_by_Aitzol_Berasategi.jpg', 'CC-BY-4.0', 'outdoor'),
  lomiri('16.04', 'Dragonfly_by_Bolly.jpg', 'CC-BY-SA-4.0', 'outdoor'),
  lomiri('16.04', 'friends_by_Aitzol_Berasategi.jpg', 'CC-BY-4.0', 'outdoor'),
  lomiri('16.04', 'sunset_by_Aitzol_Berasategi.jpg', 'CC-BY-4.0', 'outdoor'),
  lomiri('16.04', 'free_by_Peter_Nerlich.jpg', 'CC-BY-SA-4.0', 'indoor'),
  lomiri('16.04', 'picosdeeuropa_by_Aitzol_Berasategi.jpg', 'CC-BY-4.0', 'outdoor'),
  lomiri('16.04', 'Picture_0B_by_freespace.jpg', 'CC-BY-4.0', 'close-up'),
  lomiri('16.04', 'life_by_Aitzol_Berasategi.jpg', 'CC-BY-4.0', 'outdoor'),
  lomiri('16.04', 'analogpattern_by_Peter_Nerlich.jpg', 'CC-BY-SA-4.0', 'close-up'),
  lomiri('16.04', 'Bridge_by_Sander_Klootwijk.jpg', 'CC-BY-SA-4.0', 'outdoor'),
  lomiri('20.04', 'Kleiber_by_Lukas_Baubkus.jpg', 'CC-BY-SA-3.0', 'outdoor'),
];

/** Tux Paint's photographs of vehicles (cut out, laid on white); its other photographs follow. */
const VEHICLE_STAMPS = [
  'vehicles/auto/beetle.png',
  'vehicles/auto/sedan.png',
  'vehicles/auto/sportscar2.png',
  'vehicles/auto/truck.png',
  'vehicles/race/indycar.png',
  'vehicles/garbagetruck.png',
  'vehicles/emergency/firetruck.png',
  'vehicles/masstransit/green_korean_bus.png',
];
/** Drawn, rendered or too small among the stamps over 30 kB outside the drawn folders. */
const NOT_PHOTOS = new Set([
  'clothes/hats/feathered_hat.png',
  'naturalforces/lightningbolt.png',
  'seasonal/christmas/Santa.png',
  'seasonal/easter/bunny.png',
  'seasonal/easter/bunny-egg.png',
  'seasonal/easter/chick-hatched.png',
  'seasonal/halloween/jackolantern_mean.png',
  'seasonal/newyears/fireworks.png',
  'seasonal/newyears/fireworks2.png',
  'space/planets/0_sun.png',
  'space/planets/5_jupiter.png',
  'space/planets/6_saturn.png',
  'space/planets/8_neptune.png',
]);

function stampsFrom(root: string): Source[] {
  const base = path.join(root, 'tuxpaint-stamps-default', STAMPS);
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!/cartoon|symbols|flags|roadsigns/.test(entry.name)) walk(full);
      } else if (
        entry.name.endsWith('.png') &&
        !entry.name.includes('_mirror') &&
        fs.statSync(full).size > 30_000
      )
        found.push(path.relative(base, full));
    }
  };
  walk(base);
  return found
    .filter((name) => !NOT_PHOTOS.has(name) && !VEHICLE_STAMPS.includes(name))
    .sort()
    .map((name) => stamp(name));
}

/** scipy's face.dat: its pixels, compressed with bzip2 (read by Python's bz2, as scipy does). */
const bunzip2Raw = (file: string) =>
  execFileSync(
    'python3',
    ['-c', 'import bz2,sys;sys.stdout.buffer.write(bz2.decompress(open(sys.argv[1],"rb").read()))', file],
    {
      maxBuffer: 1 << 26,
    },
  );
/** scipy's ascent.dat: a pickled list of rows of grey levels. */
const readPickledGrey = (file: string) =>
  execFileSync(
    'python3',
    [
      '-c',
      'import pickle,sys;sys.stdout.buffer.write(bytes(int(v) for r in pickle.load(open(sys.argv[1],"rb")) for v in r))',
      file,
    ],
    {
      maxBuffer: 1 << 26,
    },
  );

async function readPicture(root: string, source: Source): Promise<sharp.Sharp> {
  const file = path.join(root, source.package, source.path);
  if (source.raw === 'face')
    return sharp(bunzip2Raw(file), { raw: { width: 1024, height: 768, channels: 3 } });
  if (source.raw === 'ascent')
    return sharp(readPickledGrey(file), { raw: { width: 512, height: 512, channels: 1 } });
  return sharp(file);
}

function fileName(source: Source): string {
  const stem = source.path
    .replace(/^usr\/(share|lib\/python3\/dist-packages)\//, '')
    .replace(/\/contents\/images\/[^/]+$/, '')
    .replace(/\.[a-z]+$/, '')
    .replace(
      /^(tuxpaint\/stamps|backgrounds|wallpapers|darknet\/data|skimage\/data|sklearn\/datasets\/images|scipy\/misc)\//,
      '',
    )
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
  return `${source.package.replace(/^python3-/, '').replace(/-(stamps-default|wallpapers|backgrounds)/, '')}-${stem}.jpg`;
}

async function main() {
  const root = process.argv[2];
  if (!root) throw new Error('usage: make-photo-corpus.ts <folder of extracted packages>');
  const sources = [...SOURCES, ...VEHICLE_STAMPS.map((name) => stamp(name, true)), ...stampsFrom(root)];
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const entries: Entry[] = [];
  for (const source of sources) {
    let picture = (await readPicture(root, source)).flatten({ background: '#ffffff' });
    const { width = 0, height = 0 } = await picture.clone().metadata();
    const [long, short] = [Math.max(width, height), Math.min(width, height)];
    if (long < 320 || short < 240) {
      if (source.kind !== 'cut-out') {
        console.log(`left out (below 320×240): ${source.path}`);
        continue;
      }
      // A cut-out smaller than a phone's smallest photo: more white around it, at its own
      // scale (never enlarged), as a small object photographed on a white table.
      const [wide, tall] = width >= height ? [320, 240] : [240, 320];
      const [padX, padY] = [Math.max(0, wide - width), Math.max(0, tall - height)];
      picture = sharp(
        await picture
          .extend({
            left: padX >> 1,
            right: padX - (padX >> 1),
            top: padY >> 1,
            bottom: padY - (padY >> 1),
            background: '#ffffff',
          })
          .toBuffer(),
      );
    }
    const file = fileName(source);
    if (entries.some((entry) => entry.file === file)) continue;
    await picture
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: QUALITY, mozjpeg: true })
      .toFile(path.join(out, file));
    entries.push({
      file,
      package: source.package,
      path: `/${source.path}`,
      licence: source.licence,
      vehicle: source.vehicle ?? false,
      kind: source.kind,
    });
  }
  fs.writeFileSync(path.join(out, 'corpus.json'), await format(JSON.stringify(entries), { parser: 'json' }));
  const lines = [
    '# Real photographs (issue 50)',
    '',
    'Each photograph of this folder comes from a Debian package, re-encoded as a JPEG of at most',
    `${MAX_SIDE} pixels a side (quality ${QUALITY}) by \`scripts/make-photo-corpus.ts\`, a cut-out laid on white.`,
    'The licence is the one the package’s `/usr/share/doc/<package>/copyright` gives for that file.',
    '`corpus.json` says the same, and whether a vehicle is in the picture.',
    '',
    `${entries.length} photographs, ${entries.filter((entry) => entry.vehicle).length} with a vehicle.`,
    '',
    '| file | package | path | licence | vehicle | kind |',
    '| --- | --- | --- | --- | --- | --- |',
    ...entries.map(
      (entry) =>
        `| ${entry.file} | ${entry.package} | ${entry.path} | ${entry.licence} | ${entry.vehicle ? 'yes' : ''} | ${entry.kind} |`,
    ),
    '',
  ];
  fs.writeFileSync(path.join(out, 'SOURCES.md'), await format(lines.join('\n'), { parser: 'markdown' }));
  const bytes = entries.reduce((sum, entry) => sum + fs.statSync(path.join(out, entry.file)).size, 0);
  console.log(`${entries.length} photographs, ${(bytes / 1e6).toFixed(1)} MB`);
}

await main();
