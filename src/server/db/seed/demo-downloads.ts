import { Readable } from 'node:stream';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage';
import type { Db, DbOrTx } from '../client';
import { downloadItems } from '../schema/index';

/** A one-page PDF of plain text lines: a real, valid file built from scratch (no fonts embedded). */
export function textPdf(title: string, lines: string[]): Buffer {
  const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');
  const text = [
    'BT /F1 20 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf 0 -34 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A mono 8-bit PCM WAV of a tone that beeps `beatsPerMinute` times a minute: a putting metronome. */
export function metronomeWav(seconds: number, beatsPerMinute: number, hertz = 880): Buffer {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const beat = Math.round((60 / beatsPerMinute) * rate);
  const click = Math.round(0.06 * rate);
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++) {
    const on = i % beat < click;
    data[i] = on ? 128 + Math.round(90 * Math.sin((2 * Math.PI * hertz * i) / rate)) : 128;
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, data]);
}

interface DemoDownload {
  values: Omit<typeof downloadItems.$inferInsert, 'isActive'>;
  file: { name: string; mime: string; extension: string; bytes: () => Buffer };
}

const pdf = (name: string, title: string, lines: string[]) => ({
  name,
  mime: 'application/pdf',
  extension: 'pdf',
  bytes: () => textPdf(title, lines),
});

export const DEMO_DOWNLOADS: DemoDownload[] = [
  {
    values: {
      title: 'Weekly Practice Plan',
      description:
        'A one-page plan for three range sessions a week: warm-up, block practice and a game to finish.',
      type: 'pdf',
      category: 'Practice plans',
      requiredTier: 'free',
      pricePence: 0,
      author: 'James Whitfield',
      pages: 1,
      rating: 4.8,
      reviews: 23,
      downloadCount: 142,
      publishDate: '2026-10-05',
      displayOrder: 10,
    },
    file: pdf('weekly-practice-plan.pdf', 'Weekly Practice Plan', [
      'Session 1 (45 min): 10 min wedges to a towel, 20 min 7-iron to a flag, 15 min chipping game.',
      'Session 2 (45 min): 15 min putting ladder, 20 min driver to a fairway, 10 min bunker.',
      'Session 3 (60 min): play six holes of Break Par, then practise the club that cost you most.',
      'Finish every session with five pressure putts from 4 feet.',
    ]),
  },
  {
    values: {
      title: 'Short Game Scoring Card',
      description: 'Score your chipping and pitching from 10, 20 and 30 yards and track it week by week.',
      type: 'pdf',
      category: 'Short game',
      requiredTier: 'free',
      pricePence: 499,
      originalPricePence: 799,
      author: 'Emma Caldwell',
      pages: 1,
      rating: 4.7,
      reviews: 11,
      downloadCount: 64,
      publishDate: '2026-09-14',
      displayOrder: 20,
    },
    file: pdf('short-game-scoring-card.pdf', 'Short Game Scoring Card', [
      'Ten shots from each distance. Holed 5, inside 3 ft 4, inside 6 ft 3, inside 9 ft 2, on the green 1.',
      '10 yards: ____ / 50      20 yards: ____ / 50      30 yards: ____ / 50',
      'Week 1 ____   Week 2 ____   Week 3 ____   Week 4 ____',
    ]),
  },
  {
    values: {
      title: 'Putting Tempo Metronome',
      description: 'A steady 76-beat metronome to rehearse a smooth back-and-through putting stroke.',
      type: 'audio',
      category: 'Putting',
      requiredTier: 'essentials',
      pricePence: 0,
      author: 'James Whitfield',
      durationMinutes: 1,
      rating: 4.9,
      reviews: 8,
      downloadCount: 97,
      publishDate: '2026-08-22',
      displayOrder: 30,
    },
    file: {
      name: 'putting-tempo-metronome.wav',
      mime: 'audio/wav',
      extension: 'wav',
      bytes: () => metronomeWav(20, 76),
    },
  },
  {
    values: {
      title: 'Junior Range Session Plans',
      description: 'Four themed range sessions for juniors, with games, targets and scoring.',
      type: 'pdf',
      category: 'Practice plans',
      requiredTier: 'essentials',
      pricePence: 250,
      author: 'Emma Caldwell',
      pages: 1,
      rating: 4.6,
      reviews: 5,
      downloadCount: 31,
      publishDate: '2026-07-30',
      displayOrder: 40,
    },
    file: pdf('junior-range-session-plans.pdf', 'Junior Range Session Plans', [
      'Week A - Target Golf: three flags at 30, 50 and 70 yards; 3 points for the green.',
      'Week B - Beat the Coach: alternate shots, closest to the flag wins the hole.',
      'Week C - Traffic Lights: red, amber and green zones; call your zone before each shot.',
      'Week D - Nine-Hole Challenge: play the short course and record every score.',
    ]),
  },
  {
    values: {
      title: 'Tournament Preparation Workbook',
      description: 'Course walk notes, a game plan template and a post-round review for competition weeks.',
      type: 'pdf',
      category: 'Course management',
      requiredTier: 'elite',
      pricePence: 999,
      originalPricePence: 1499,
      author: 'James Whitfield',
      pages: 1,
      rating: 4.9,
      reviews: 14,
      downloadCount: 19,
      publishDate: '2026-10-19',
      displayOrder: 50,
    },
    file: pdf('tournament-preparation-workbook.pdf', 'Tournament Preparation Workbook', [
      'Practice round: mark the safe side of every green and the club off each tee.',
      'Game plan: the target, the miss and the club for every hole.',
      'Review: fairways, greens, putts, up-and-downs, and one thing to practise next week.',
    ]),
  },
];

/**
 * The demo downloads' details. They start retired, without files: their files are written through the
 * app's storage by `attachDemoDownloadFiles`, which makes them available.
 */
export async function seedDemoDownloads(tx: DbOrTx): Promise<void> {
  await tx.insert(downloadItems).values(DEMO_DOWNLOADS.map((d) => ({ ...d.values, isActive: false })));
}

/** Writes each demo download's file through storage and makes the item available. */
export async function attachDemoDownloadFiles(db: Db, storage: FileStorage): Promise<number> {
  const titles = DEMO_DOWNLOADS.map((d) => d.values.title);
  const waiting = await db
    .select({ id: downloadItems.id, title: downloadItems.title })
    .from(downloadItems)
    .where(and(inArray(downloadItems.title, titles), isNull(downloadItems.fileKey)));
  for (const row of waiting) {
    const demo = DEMO_DOWNLOADS.find((d) => d.values.title === row.title)!;
    const saved = await storage.put(Readable.from([demo.file.bytes()]), {
      folder: 'downloads',
      extension: demo.file.extension,
    });
    await db
      .update(downloadItems)
      .set({
        fileKey: saved.key,
        fileMime: demo.file.mime,
        fileSize: saved.size,
        fileFilename: demo.file.name,
        isActive: true,
      })
      .where(eq(downloadItems.id, row.id));
  }
  return waiting.length;
}
