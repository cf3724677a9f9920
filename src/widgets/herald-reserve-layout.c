/* herald-reserve-layout.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The layout of the place kept under the dice for the roll's sentence (herald-dice-panel.ui:
 * banner_slot): its children one over the other, each the whole width and height, the place
 * as tall as its tallest child; but the children after the first (the reserve, an unseen
 * label of three lines) may ask for no least height, only for their natural height
 * (herald_reserve_layout_set_give_up ()). Beside the cards, where the turn has the room, the
 * place is as tall before the roll as after it and Roll does not move when the sentence
 * appears; where it has not (a landscape tablet at text scale 1.5), the empty place gives its
 * height up before the barbarians' card under it is cut at the window's bottom (tester report
 * 48, N48-2: a GtkGrid with both in one cell asked for the reserve's 3 lines as its least
 * height). On a phone's page of the turn, which scrolls all the same, the place is always
 * kept: End Turn does not move under the finger (issue 11).
 *
 * A sentence taller than the reserve (four lines where three are kept) made the place taller,
 * and the next roll's three lines shorter again: what is under the dice moved by a line each
 * time, and a roll's frame drew all of it again (docs/performance.md, forty-third round,
 * perf59-2). The place now keeps the tallest height a sentence took at its width, as long as
 * the width and the reserve's height (the text's scale, the font) stay: a sentence of four
 * lines moves End Turn once, and the rolls after it do not. Only a fourth line is kept: a
 * rare longer sentence (a gate, the discards and the robber: eight lines at text scale 1.5)
 * would otherwise leave a place of its height, empty under the next rolls' three lines, for
 * the rest of the game. That height is asked as the reserve's is (none as least height where
 * the place gives up); it never cuts a sentence, which asks for its own height as the first
 * child. */

#include "config.h"

#include "herald-reserve-layout.h"

struct _HeraldReserveLayout
{
  GtkLayoutManager parent_instance;

  gboolean         give_up;  /* whether the reserves ask for no least height */
  int              width;    /* the width the place was last given */
  int              reserve;  /* the reserves' height at it */
  int              tallest;  /* the tallest sentence at it (the first child), px */
};

G_DEFINE_FINAL_TYPE (HeraldReserveLayout, herald_reserve_layout, GTK_TYPE_LAYOUT_MANAGER)

static GtkSizeRequestMode
herald_reserve_layout_get_request_mode (GtkLayoutManager *manager,
                                        GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
herald_reserve_layout_measure (GtkLayoutManager *manager,
                               GtkWidget        *widget,
                               GtkOrientation    orientation,
                               int               for_size,
                               int              *minimum,
                               int              *natural,
                               int              *minimum_baseline,
                               int              *natural_baseline)
{
  HeraldReserveLayout *self = HERALD_RESERVE_LAYOUT (manager);
  gboolean first = TRUE;

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child), first = FALSE)
    {
      int min = 0, nat = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, orientation, for_size, &min, &nat, NULL, NULL);
      /* a reserve's least height is none where it gives its place up; its width is asked as
       * a grid's cell asks it */
      if (first || orientation == GTK_ORIENTATION_HORIZONTAL || !self->give_up)
        *minimum = MAX (*minimum, min);
      *natural = MAX (*natural, nat);
    }
  /* the tallest sentence at this width, asked as a reserve */
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size == self->width)
    {
      if (!self->give_up)
        *minimum = MAX (*minimum, self->tallest);
      *natural = MAX (*natural, self->tallest);
    }
  *natural = MAX (*natural, *minimum);
}

static void
herald_reserve_layout_allocate (GtkLayoutManager *manager,
                                GtkWidget        *widget,
                                int               width,
                                int               height,
                                int               baseline)
{
  HeraldReserveLayout *self = HERALD_RESERVE_LAYOUT (manager);
  int sentence = 0, reserve = 0;
  gboolean first = TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child), first = FALSE)
    {
      int min = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      /* a reserve shorter than its text is never drawn (opacity 0): laid out at its least
       * height all the same, as GTK asks, and clipped by the place */
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &min, NULL, NULL, NULL);
      gtk_widget_size_allocate (child, &(GtkAllocation) { 0, 0, width, MAX (height, min) }, -1);
      if (first)
        sentence = min;
      else
        reserve = MAX (reserve, min);
    }

  /* another width or scale: its sentences are not known yet */
  if (width != self->width || reserve != self->reserve)
    {
      self->width = width;
      self->reserve = reserve;
      self->tallest = 0;
    }
  /* kept for the next measure, which this one already asked for (the sentence's own
   * height): up to a line more than the reserve's three and their padding, which 4/3 of
   * the reserve holds whatever the font (and never a fifth line) */
  if (sentence > reserve && sentence * 3 <= reserve * 4)
    self->tallest = MAX (self->tallest, sentence);
}

static void
herald_reserve_layout_class_init (HeraldReserveLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->get_request_mode = herald_reserve_layout_get_request_mode;
  layout_class->measure = herald_reserve_layout_measure;
  layout_class->allocate = herald_reserve_layout_allocate;
}

static void
herald_reserve_layout_init (HeraldReserveLayout *self)
{
}

/**
 * herald_reserve_layout_set_give_up:
 * @self: the layout
 * @give_up: whether the children after the first ask for no least height (%FALSE, the
 *   default: they ask for it as the first does)
 */
void
herald_reserve_layout_set_give_up (HeraldReserveLayout *self,
                                   gboolean             give_up)
{
  g_return_if_fail (HERALD_IS_RESERVE_LAYOUT (self));

  if (self->give_up == !!give_up)
    return;
  self->give_up = !!give_up;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}
