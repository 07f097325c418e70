import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { systemClock } from '../../server/clock';
import { openPglite } from '../../server/db/openPglite';
import { pgliteTemplate } from '../../server/db/pgliteTemplate';
import { seedDemo } from '../../server/demo/seedDemo';

/**
 * The prepared database with the demo seeded, made once for a run of the app's tests: seeding it
 * took as long as starting a server, and each test file starts one. Seeded at the run's start,
 * so its times are as fresh as the run; the file is removed at its end.
 */
export const writeDemoDatabase = async (): Promise<string> => {
  const database = await openPglite({ dir: null, template: await pgliteTemplate() });
  try {
    await seedDemo(database.db, systemClock);
    const file = path.join(tmpdir(), `loadline-demo-${process.pid}.tar`);
    writeFileSync(file, new Uint8Array(await (await database.dumpDataDir()).arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
};

// Run by jest's globalSetup through tsx, which reads the domain core's alias as the app does.
if (require.main === module) void writeDemoDatabase().then((file) => process.stdout.write(file));
