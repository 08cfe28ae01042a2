import { describe, expect, it } from '@jest/globals';
import { createTopicFollowers } from './topic-followers';

describe('createTopicFollowers', () => {
  it('keeps a topic while any page still follows it', () => {
    const followers = createTopicFollowers();
    followers.add(['t#1', 'm#1']);
    followers.add(['t#1']);
    followers.remove(['t#1', 'm#1']);
    expect(followers.topics()).toEqual(['t#1']);
    followers.remove(['t#1']);
    expect(followers.size()).toBe(0);
  });

  it('does not go below zero when a topic is let go more often than followed', () => {
    const followers = createTopicFollowers();
    followers.remove(['t#1']);
    followers.add(['t#1']);
    expect(followers.topics()).toEqual(['t#1']);
  });
});
