/* save-test-utils.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the save-format tests (test-save-*.c) share: games played at random, loading anything,
 * round trips, files and folders, and JSON documents edited by path. */

#pragma once

#include "herald-save.h"

G_BEGIN_DECLS

void engine_bug (const char *format, ...) G_GNUC_PRINTF (1, 2);
guint light (guint n);
HeraldGame *play_game (guint32 seed, gboolean vary_rules, guint victory_points, guint max_actions);
char *state_text (HeraldGame *game);
char *without_undone_rolls (const char *state, guint *count);
HeraldGame *fresh_copy (HeraldGame *game);
HeraldGame *prefix_copy (HeraldGame *game, guint n);
void assert_same_bytes (const char *a, gsize a_length, const char *b, gsize b_length);
HeraldGame *load_any (const char *data, gsize length, GError **error_out);
gboolean round_trip_is_stable (HeraldGame *game, char **why);
void assert_refused (const char *data, gssize length, gint code, const char *part);
char *file_text (const char *path, gsize *length);
void write_text (const char *path, const char *text, gssize length);
char *make_tmp_dir (void);
void remove_tree (const char *dir);
gint compare_names (gconstpointer a, gconstpointer b);
char *dir_listing (const char *dir);
JsonNode *parse_json (const char *text);
JsonNode *child_node (JsonNode *node, const char *key);
void set_path (JsonNode *root, const char *path, const char *value);
char *doc_with (const char *path, const char *value, const char *path2, const char *value2);
char *doc_with_raw (const char *path, const char *literal);
extern const char base_doc[];

G_END_DECLS
