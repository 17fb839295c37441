// Runs once when the server starts: check the configuration, open the store, seed an empty one.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('@/lib/config/env');
  const config = env(); // a wrong value stops start-up here, naming the variable
  const { getStore } = await import('@/lib/db');
  const { seedStore } = await import('@/lib/seed/seed-store');
  const { hashPassword } = await import('@/lib/auth/password');
  const store = await getStore();
  const result = await seedStore(store, {
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    hashPassword,
    log: (line) => console.log(line),
  });
  if (result.seeded) console.log(`Seeded the demo site into the ${store.kind} store.`);
}
