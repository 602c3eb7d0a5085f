export * from '@591/identity';
