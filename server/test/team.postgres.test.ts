import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { newMember, newShipper } from './shipmentFixtures';
import { secondServerFixture, testServerFixture } from './testServerFixture';

// Two servers with connections of their own: on PostgreSQL the two changes truly meet.
const server = testServerFixture();
const second = secondServerFixture(server);

describe('a member', () => {
  it('two admins demoting each other at once, on two servers, leave one admin', async () => {
    for (let round = 0; round < 5; round += 1) {
      const first = await newShipper(server);
      const other = await newMember(server, first, 'admin');
      const [one, two] = await Promise.all([
        server.app.inject({
          method: 'PATCH',
          url: `/api/company/members/${other.userId}/`,
          headers: first.headers,
          payload: { role: 'viewer' },
        }),
        second.app.inject({
          method: 'PATCH',
          url: `/api/company/members/${first.userId}/`,
          headers: other.headers,
          payload: { role: 'viewer' },
        }),
      ]);
      // The second to run finds its admin demoted by the first: refused as the role it has now.
      expect([one.statusCode, two.statusCode].sort()).toEqual([200, 403]);
      const admins = await server.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, first.companyId), eq(users.role, 'admin')));
      expect(admins).toHaveLength(1);
    }
  });
});
