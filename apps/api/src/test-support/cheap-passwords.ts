import { hashPasswordsCheaplyForTests } from '../services/passwords.ts';

// Before each test file: members registered and logged in by the tests hash cheaply.
hashPasswordsCheaplyForTests(true);
